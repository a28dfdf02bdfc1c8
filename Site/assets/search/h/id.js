BRIDGEKB_SHARD("h/id", "eJxT+rByysQPq6dtB9KbgfSWDyunbfiwekH7h5XTGz6snLkMSE/+sHp6B5DeAqQ7lQBspyH1");
