// EXPECT: clean
// One sweep of label propagation (connected components). A vertex takes the
// smallest label among its neighbours; when it changed (`@p bra $Lsame`
// skips both stores otherwise), the inline PTX stores the new label and
// raises the global `changed` flag that makes the host run another sweep.
__device__ __forceinline__ void publish(unsigned *label, unsigned *changed, unsigned old_l,
                                        unsigned new_l) {
  asm volatile("{\n\t"
               ".reg .pred p;\n\t"
               "setp.eq.u32 p, %2, %3;\n\t"
               "@p bra $Lsame;\n\t"
               "st.global.u32 [%0], %3;\n\t"
               "st.volatile.global.u32 [%1], 1;\n"
               "$Lsame:\n\t"
               "}" ::"l"(label), "l"(changed), "r"(old_l), "r"(new_l) : "memory");
}
__global__ void lp_sweep(const int *__restrict__ rowptr, const int *__restrict__ col,
                         unsigned *label, unsigned *changed, int n) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n) return;
  const unsigned old_l = label[v];
  unsigned best = old_l;
  for (int e = rowptr[v]; e < rowptr[v + 1]; ++e) best = min(best, label[col[e]]);
  publish(label + v, changed, old_l, best);
}
