ALTER TABLE "payment_orders" ADD COLUMN "return_path" text;
