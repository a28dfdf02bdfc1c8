BRIDGEKB_SHARD("c/u", "eJyr5lJ6sn/u07UzlKyU0t10jEN0itx0TIqddCycjIBYx9BJxwTIsgSzCpxACsycdIyclHS4lIC6njatAGo0BUqnOilx1QIAyDIXUg==");
