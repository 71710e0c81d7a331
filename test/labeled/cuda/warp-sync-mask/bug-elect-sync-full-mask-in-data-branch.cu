// EXPECT: warp-sync-mask
// ARCHS: sm_90
// Count of non-zero elements with one atomic per warp: the lanes holding a
// non-zero value take the active mask and elect one of themselves to add its
// population count. The election (elect.sync, sm_90) is given the full
// mask although only the lanes with a non-zero value are in the branch.
__device__ __forceinline__ bool elect_one(unsigned mask) {
  unsigned is_leader;
  asm volatile("{\n\t.reg .pred p;\n\t"
               "elect.sync _|p, %1;\n\t"
               "selp.u32 %0, 1, 0, p;\n\t}"
               : "=r"(is_leader)
               : "r"(mask));
  return is_leader != 0;
}

__global__ void count_nnz(const float *__restrict__ x, unsigned *__restrict__ nnz,
                          int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x;
       i < ((n + 31) & ~31); i += gridDim.x * blockDim.x) {
    float v = i < n ? x[i] : 0.f;
    if (v != 0.f) {
      unsigned active = __activemask();
      if (elect_one(0xffffffffu)) // BUG: lanes with v == 0 are not here
        atomicAdd(nnz, __popc(active));
    }
  }
}
