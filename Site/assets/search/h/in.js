BRIDGEKB_SHARD("h/in", "eJxT+rByz7YPq2et+bByb/uHlfv6Pqzc3/ph9YJpQHrJh9WzFwDpVR9WdbYoAQB8DB0c");
