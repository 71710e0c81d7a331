// EXPECT: clean
// ARCHS: sm_90 sm_90a
// elect.sync picks one lane of the warp through its predicate output (the
// lane id output discarded with `_`); the elected lane then does the warp's
// atomic, and selp turns the predicate into the warp's leader flag.
__global__ void elected_count(const int *x, int *count, int *leader_of) {
  unsigned is_leader;
  asm volatile("{\n\t"
               ".reg .pred P;\n\t"
               "elect.sync _|P, 0xffffffff;\n\t"
               "selp.u32 %0, 1, 0, P;\n\t"
               "}"
               : "=r"(is_leader));
  int v = x[blockIdx.x * blockDim.x + threadIdx.x];
  int total = __reduce_add_sync(0xffffffffu, v);
  if (is_leader) {
    atomicAdd(count, total);
    leader_of[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = threadIdx.x & 31;
  }
}
