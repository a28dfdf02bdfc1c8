BRIDGEKB_SHARD("c/6y", "eJyr5lJ62dD0fMoKJSslw6oQHcNyNx0TCycdSyedHCedAiclrloA5AMLLw==");
