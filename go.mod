module coordinated-omission

go 1.26.0
