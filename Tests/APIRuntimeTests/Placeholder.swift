// bootstrap
