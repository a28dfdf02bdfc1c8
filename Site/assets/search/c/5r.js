BRIDGEKB_SHARD("c/5r", "eJyr5lJ63Nz+uHm1kpWScZKbTkmwTnaIjomhk06Jk45hiI6xk5IOSMkioCrcSrhqAWraFjo=");
