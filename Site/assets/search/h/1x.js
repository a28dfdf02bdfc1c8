BRIDGEKB_SHARD("h/1x", "䕤𫟕䕳𦰴䖅𫟑䗅𫊪䗿𧉞");
