BRIDGEKB_SHARD("h/1m", "eJwBKQDW/yLjqLvwqq6D46mL8Kqui+OpnOOoq+Ops+OnkOOpteaTnOOqjvCqr4siVr8cPA==");
