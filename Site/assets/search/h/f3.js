BRIDGEKB_SHARD("h/f3", "eJwBGQDm/yLwob2X8KG4g/ChvrHjn5zwob+W8KqpmyLdmhDY");
