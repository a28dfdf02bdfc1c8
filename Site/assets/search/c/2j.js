BRIDGEKB_SHARD("c/2j", "eJyr5lJ63NzxuHmikpWScVawjmmWk5IOl9LTjQ0v9rcDxQzLgnXMzMFiQIHnK7qRxLhqAdPaFdc=");
