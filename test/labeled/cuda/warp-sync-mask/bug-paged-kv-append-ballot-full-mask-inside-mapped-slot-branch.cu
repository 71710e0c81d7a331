// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_75 sm_90
// Paged KV-cache append (vLLM-style reshape_and_cache, one token per
// thread): tokens whose slot_mapping entry is -1 (padding) are skipped. The
// warp-aggregated counter of written tokens is maintained with a ballot.
// Bug: the ballot is taken inside `if (slot >= 0)` with the full mask, so
// lanes of padding tokens never execute it while the mask names them: in a
// warp with padding tokens the ballot waits on lanes that never arrive
// (undefined behaviour; the ballot should be taken before the branch, of
// the condition `slot >= 0`).
__global__ void append_kv(const float4 *__restrict__ k, const int *__restrict__ slot_mapping,
                          float4 *__restrict__ k_cache, unsigned *__restrict__ written,
                          int ntokens) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x % 32;
  const int tok = t < ntokens ? t : ntokens - 1;
  const int slot = t < ntokens ? slot_mapping[tok] : -1;
  if (slot >= 0) {
    k_cache[slot] = k[tok];
    const unsigned mask = __ballot_sync(0xffffffffu, 1);
    if (lane == __ffs(mask) - 1)
      atomicAdd(written, __popc(mask));
  }
}
