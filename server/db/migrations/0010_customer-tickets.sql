-- A customer's tickets by salon, customer and closing time: the customer book's figures and a customer's history
-- (server/modules/customers) read them in one index range instead of the salon's every ticket.
CREATE INDEX "tickets_shop_customer_closed" ON "tickets" USING btree ("shop_id","customer_id","closed_at");