// EXPECT: clean
// Warp-aggregated stream compaction with a ballot: each warp counts its
// survivors, lane 0 reserves space, and the offset is broadcast. The tail
// threads of the last warp return first, and the ballot and the broadcast
// still name all 32 lanes. That is correct: a *_sync collective waits only
// for the non-exited lanes of its mask (PTX ISA 9.7.8.6; the CUDA guide says
// the same of __ballot_sync), the exited lanes vote 0, and lane 0 is live
// whenever any lane of its warp is.
__global__ void compact(const int *__restrict__ in, int *__restrict__ out,
                        int *__restrict__ count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  if (i >= n)
    return;
  int x = in[i];
  bool keep = x % 3 == 0;
  unsigned votes = __ballot_sync(0xffffffffu, keep);
  int base = 0;
  if (lane == 0)
    base = atomicAdd(count, __popc(votes));
  base = __shfl_sync(0xffffffffu, base, 0);
  if (keep)
    out[base + __popc(votes & ((1u << lane) - 1))] = x;
}
