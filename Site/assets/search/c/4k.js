BRIDGEKB_SHARD("c/4k", "eJyr5lJ62rf7ZXuvkpVShpuOaYGTToaTTrGTjqWTElctALOkChk=");
