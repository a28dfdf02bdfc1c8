BRIDGEKB_SHARD("h/fd", "eJxT+rBoycoPq1YvBNIbPyyaMRNI7/+was16JQDvYRGe");
