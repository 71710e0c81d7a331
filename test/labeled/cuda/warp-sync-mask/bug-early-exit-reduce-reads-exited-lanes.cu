// EXPECT: warp-sync-mask
// The bounds check returns early, then the remaining lanes reduce with the
// full mask. The shuffles do not hang (they wait only for the non-exited
// lanes of their mask), but in the last, partial warp a live lane's
// __shfl_down_sync reads the register of a lane that has returned (BUG): PTX
// ISA shfl.sync, "results are undefined if a thread sources a register from
// an inactive thread", so the warp's sum is garbage. The ballot and
// __syncwarp after it are fine (exited lanes vote 0).
__global__ void sum_tail(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int v = in[i];
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o); // BUG: lane + o may have returned
  unsigned any = __ballot_sync(0xffffffffu, v > 0);
  __syncwarp();
  if ((threadIdx.x & 31) == 0)
    out[i / 32] = v + __popc(any);
}
