// EXPECT: clean
// ARCHS: sm_80 sm_75 sm_90
// Paged KV-cache append (vLLM-style reshape_and_cache), grid-stride over the
// tokens (padded to a multiple of the grid, padding slots -1). The
// warp-aggregated counter of written tokens is a full-mask ballot of
// `slot >= 0` taken by every lane before the branch; inside the branch only
// the leader (the lowest lane whose token is written) adds the count. Near
// miss of balloting inside the branch.
__global__ void append_kv(const float4 *__restrict__ k, const int *__restrict__ slot_mapping,
                          float4 *__restrict__ k_cache, unsigned *__restrict__ written,
                          int ntokens_padded) {
  const int lane = threadIdx.x % 32;
  for (int t = blockIdx.x * blockDim.x + threadIdx.x; t < ntokens_padded;
       t += gridDim.x * blockDim.x) {
    const int slot = slot_mapping[t];
    const unsigned mask = __ballot_sync(0xffffffffu, slot >= 0);
    if (slot >= 0) {
      k_cache[slot] = k[t];
      if (lane == __ffs(mask) - 1)
        atomicAdd(written, __popc(mask));
    }
  }
}
