/**
 * The chosen shape's data comes through its query; once it arrives for the shape the builder awaits,
 * the reducer applies it (default or preset methods). A failure stays on the query, shown with a retry.
 */
import { useQuery } from "@tanstack/react-query";
import { type Dispatch, useEffect } from "react";
import { premiumShapesDataQueryOptions } from "../api/get-shapes-data.ts";
import type { BuilderAction, BuilderState, MethodOption } from "../builder-reducer.ts";

export function useShapeData(
  state: BuilderState,
  dispatch: Dispatch<BuilderAction>,
  methods: MethodOption[],
) {
  const { shape, phrase, shapeLoading } = state;
  const query = useQuery({ ...premiumShapesDataQueryOptions(shape ?? "", phrase), enabled: shape !== null });
  const data = query.data;
  useEffect(() => {
    if (shapeLoading && shape !== null && data) {
      dispatch({ type: "shapeDataLoaded", shape, phrase, data, methods });
    }
  }, [shapeLoading, shape, phrase, data, methods, dispatch]);
  return query;
}
