BRIDGEKB_SHARD("c/5q", "eJyr5lJ63Nz+uHm1kpWSsaWbTnGwTnaIjomhk06Jk45hiI6xk5IOSMkioCrcSrhqAV1CFeY=");
