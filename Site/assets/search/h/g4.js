BRIDGEKB_SHARD("h/g4", "𤑳𤎻𤑹𪹀𤒎𤊀𤒻𪹹𤓌𪹠𤓎𤎺𤓩𤊰");
