BRIDGEKB_SHARD("c/2j", "eJyr5lJ63NzxuHmikpWScXqwjmmmk5IOl9LTjQ0v9rcDxQxLgnXMTMFiQIHnK7qRxLhqAdKSFcs=");
