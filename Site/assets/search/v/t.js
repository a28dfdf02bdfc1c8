BRIDGEKB_SHARD("v/t", "eJyr5lLKKy7LTC1Pzs8rKcrPyUktKkotKEotTs0rSUzKSVWyMtThUirNxKvExIirFgAM+xtr");
