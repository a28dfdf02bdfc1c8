BRIDGEKB_SHARD("h/if", "𩜇𩠉𩜦𩠆𩜵𩠊𩝔𩠋𩝽𫗳𩞄𩠎𩞦𩠏𩞯䭪𩟐𩠅𩟗𫗚");
