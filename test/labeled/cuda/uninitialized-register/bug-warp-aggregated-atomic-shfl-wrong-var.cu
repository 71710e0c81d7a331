// EXPECT: uninitialized-register
// Stream compaction with a warp-aggregated atomic where the broadcast
// shuffles the wrong variable: lane 0 stores its reservation in `base`, but
// the shuffle sends `off`, which no lane ever writes, so every survivor is
// written at a garbage offset.
__global__ void compact_positive(const float *__restrict__ in, int n, float *__restrict__ out,
                                 int *__restrict__ count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.f;
  bool keep = v > 0.f;
  unsigned mask = __ballot_sync(0xffffffffu, keep);
  int lane = threadIdx.x & 31;
  int base, off;
  if (lane == 0 && mask != 0)
    base = atomicAdd(count, __popc(mask));
  off = __shfl_sync(0xffffffffu, off, 0); // BUG: meant `base`; `off` is never written
  if (keep)
    out[off + __popc(mask & ((1u << lane) - 1))] = v;
}
