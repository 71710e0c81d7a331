// EXPECT: clean
// A struct with padding passed by value to a non-inlined function: the
// padding travels through .param in registers nobody sets.
struct Item {
  char tag;
  int value;
  short extra;
};
__device__ __noinline__ int weigh(Item it) { return it.tag * it.value + it.extra; }
__global__ void weigh_all(const int *v, int *out) {
  Item it;
  it.tag = (char)threadIdx.x;
  it.value = v[threadIdx.x];
  it.extra = 3;
  out[threadIdx.x] = weigh(it);
}
