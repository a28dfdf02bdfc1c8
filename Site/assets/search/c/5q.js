BRIDGEKB_SHARD("c/5q", "eJyr5lJ63Nz+uHm1kpWScYqbTkWwTnaIjomBk06Jk45hiI6xk5IOSMkioCrcSrhqAWx1FkQ=");
