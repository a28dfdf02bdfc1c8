BRIDGEKB_SHARD("c/6j", "eJyr5lJ6OmH98ykrlKyUjArddMyMnYx1jJ2UdLiUns3pfDa1AyheHqxjGKJjnOmmY5jjpGNcAlHBVQsAg8YTLQ==");
