BRIDGEKB_SHARD("h/hl", "eJxT+rB82dwPq3vnAenlQHq+EgBwFAuQ");
