BRIDGEKB_SHARD("c/5q", "eJyr5lJ63Nz+uHm1kpWScaKbTnGwTnaIjomhk06Jk45hiI6xk5IOSMkioCrcSrhqAWo6FjY=");
