BRIDGEKB_SHARD("c/3", "eJyr5lJ6umfX0/4mJSslo2w3HdMkJyUdsNiznkagmHGVk04VWAjIfzanEyhkmB6iY1jorFPipFPppGPoZKRjaOqkU+wEpoydlLhqATcVG9w=");
