BRIDGEKB_SHARD("c/2j", "eJyr5lJ63NzxuHmikpWScVawjmm2k5IOl9LTjQ0v9rcDxQzLgnXMLMBiQIHnK7qRxLhqAdQlFdo=");
