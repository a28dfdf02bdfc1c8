BRIDGEKB_SHARD("c/5q", "eJyr5lJ63Nz+uHm1kpWScaqbTkWwTnaIjomBk06Jk45hiI6xk5IOSMkioCrcSrhqAWzIFkY=");
