BRIDGEKB_SHARD("h/1g", "㑮𫝈㑯㑔㑳㑇㑶㐹㒓𠉂㓄𪠟㓨刾");
