BRIDGEKB_SHARD("c/52", "eJyr5lJ6OmH98ykrlKyUDAvddEyNnIx1jJ2UdLiUns3pfDa1AyhuVOqmY2jqpGNcApHjqgUADtgRVw==");
