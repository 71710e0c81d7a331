// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_75 sm_90
// Paged KV-cache append (vLLM-style reshape_and_cache), grid-stride over the
// tokens: tokens whose slot_mapping entry is -1 (padding) are skipped. The
// warp-aggregated counter of written tokens is maintained with a ballot.
// Bug: the ballot is taken inside `if (slot >= 0)` with the full mask.
// Lanes of padding tokens do not exit, they go on to their next token, so
// in a warp with padding tokens the ballot names lanes that are still
// running but do not execute it (undefined behaviour: the ballot may pair
// with those lanes' ballot of a later token). The ballot should be taken
// before the branch, of the condition `slot >= 0`.
__global__ void append_kv(const float4 *__restrict__ k, const int *__restrict__ slot_mapping,
                          float4 *__restrict__ k_cache, unsigned *__restrict__ written,
                          int ntokens_padded) {
  const int lane = threadIdx.x % 32;
  // ntokens_padded is a multiple of the grid's thread count (the host pads
  // slot_mapping with -1), so every lane runs the same number of trips.
  for (int t = blockIdx.x * blockDim.x + threadIdx.x; t < ntokens_padded;
       t += gridDim.x * blockDim.x) {
    const int slot = slot_mapping[t];
    if (slot >= 0) {
      k_cache[slot] = k[t];
      const unsigned mask = __ballot_sync(0xffffffffu, 1);
      if (lane == __ffs(mask) - 1)
        atomicAdd(written, __popc(mask));
    }
  }
}
