BRIDGEKB_SHARD("h/hb", "eJxT+rBs3/wPy7btVgIAIuwGPw==");
