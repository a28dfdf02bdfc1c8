BRIDGEKB_SHARD("c/3u", "eJyr5lJ6unvXi+VtSlZKhiXObjqGuSE6xhlORkpctQCkVwnF");
