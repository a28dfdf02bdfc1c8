BRIDGEKB_SHARD("c/4l", "eJyr5lJ62rf7ZXuvkpVShpuOaamTToaTTrGTjqWTElctALPqCh4=");
