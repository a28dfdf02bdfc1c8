BRIDGEKB_SHARD("h/eo", "eJxT+rCwaeGHVYsmfVjY3PJh1cJdQHrqhwVbZgPpJUDxCUoAimkWYA==");
