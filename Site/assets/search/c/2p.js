BRIDGEKB_SHARD("c/2p", "eJyr5lJ63Nz8uGmDkpWScUmIjmmek5IOl9Kz7mlPu1YAxRLddAzLQnRMypx0DNOdlLhqAclgENs=");
