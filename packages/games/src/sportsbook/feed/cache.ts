/** A Map that forgets its oldest entries past a size: the feed's timelines and prices. */
export class BoundedMap<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly size: number) {}

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  set(key: K, value: V): V {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.size) this.map.delete(this.map.keys().next().value as K);
    return value;
  }

  getOr(key: K, make: () => V): V {
    const known = this.map.get(key);
    return known !== undefined ? known : this.set(key, make());
  }
}
