import { Migration } from '@mikro-orm/migrations';

/** Stored images: the full-size file of each upload, its width variants and placeholder. */
export class Migration20261122000000Images extends Migration {
  override up(): void {
    this.addSql(
      'create table `images` (`id` int unsigned not null auto_increment primary key, `base` varchar(80) not null, `url` varchar(500) not null, `width` smallint unsigned not null, `height` smallint unsigned not null, `variant_widths` varchar(40) null, `placeholder` varchar(1000) null, `created_at` datetime(3) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `images` add unique `images_base_unique` (`base`)');
    this.addSql('alter table `images` add unique `images_url_unique` (`url`)');
  }

  override down(): void {
    this.addSql('drop table if exists `images`');
  }
}
