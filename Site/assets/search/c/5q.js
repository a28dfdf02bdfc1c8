BRIDGEKB_SHARD("c/5q", "eJyr5lJ63Nz+uHm1kpWScZKbTkmwTnaIjomhk06Jk45hiI6xk5IOSMkioCrcSrhqAWraFjo=");
