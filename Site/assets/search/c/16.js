BRIDGEKB_SHARD("c/16", "eJyr5lJKzs9LLi0qSs1LrlSyUjItddIxqnLSMTRwUtLhUnq6c9vT/olAcbOkEBD/xbp9L9YtBPJz3XSMjJx1jAuddICowEmnykmJqxYAMc0aTA==");
