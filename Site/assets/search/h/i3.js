BRIDGEKB_SHARD("h/i3", "𨬖𫔏𨭆𬭶𨭎𬭳𨭖𫔑𨭸𫔐𨮂𨱕𨮳𫔒𨯅䥿𨯟𫔓");
