// EXPECT: clean
// Barrier 15 is the last valid id; barrier ids from a loop stay in range.
__global__ void all_ids(float *x) {
#pragma unroll
  for (int id = 8; id < 16; ++id) {
    x[threadIdx.x] += id;
    asm volatile("bar.sync %0;" ::"r"(id) : "memory");
  }
  asm volatile("bar.sync 15;" ::: "memory");
}
