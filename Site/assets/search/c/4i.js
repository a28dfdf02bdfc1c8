BRIDGEKB_SHARD("c/4i", "eJyr5lJ6Oav/2ZxdSlZKSSFuOokhOmb5TjrZIUpctQCjngn4");
