BRIDGEKB_SHARD("c/t", "eJyr5lJ6sW7h83XTlayUzMuddPKddIyddCqclLhqAZmPCYY=");
